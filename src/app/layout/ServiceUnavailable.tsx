import { Button } from '@chakra-ui/react';
import { LuRefreshCw, LuServerCrash } from 'react-icons/lu';
import { msg } from '../../contract/messages';
import { FullPageMessage } from '../../components/FullPageMessage';

/**
 * The whole-page answer when the firm's data cannot be loaded. Retry reloads the page: the failed
 * answer is cached in the site atom, and a fresh start is what a visitor expects from "try again".
 */
export function ServiceUnavailable() {
  return (
    <FullPageMessage
      alert
      title={msg.siteUnavailable}
      text="We could not load the site just now. Your accounts and orders are not affected."
      icon={<LuServerCrash />}
      action={
        <Button colorPalette="brand" size="lg" onClick={() => window.location.reload()}>
          <LuRefreshCw aria-hidden="true" />
          Retry
        </Button>
      }
    />
  );
}
