import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NewsItem } from '../../contract/entities';
import { paths } from '../../contract/routes';
import { selectedNewsAtom } from '../../lib/lists';

/** docs/contract.md §4: clicking a news item stores it as the selected news; /news then shows it. */
export function useSelectNews() {
  const select = useSetAtom(selectedNewsAtom);
  const navigate = useNavigate();
  return useCallback(
    (item: NewsItem) => {
      select(item);
      navigate(paths.news);
    },
    [select, navigate],
  );
}
