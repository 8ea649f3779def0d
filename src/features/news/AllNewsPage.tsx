import { Container, SimpleGrid, Text } from '@chakra-ui/react';
import { msg } from '../../contract/messages';
import { LoadingState } from '../../components/LoadingState';
import { NewsCard } from '../../components/NewsCard';
import { PageBanner } from '../../components/PageBanner';
import { apiClient } from '../../lib/api';
import { newsListAtom, useHolding } from '../../lib/holdings';
import { useSelectNews } from './useSelectNews';

/** /all-news: every news item in the order the server returns them, three per row on desktop. */
export function AllNewsPage() {
  const { list, failed } = useHolding(newsListAtom, apiClient.news);
  const selectNews = useSelectNews();
  return (
    <>
      <PageBanner title="News" subtitle="Company announcements and market updates" />
      <Container maxW="7xl" py={{ base: 8, md: 12 }}>
        {list === null ? (
          failed ? (
            <Text role="status" color="gray.600" textAlign="center" py={16}>
              {msg.listLoadFailed}
            </Text>
          ) : (
            <LoadingState label="Loading news" />
          )
        ) : list.length === 0 ? (
          <Text role="status" color="gray.600" textAlign="center" py={16}>
            No news yet.
          </Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
            {list.map((item) => (
              <li key={item._id}>
                <NewsCard item={item} onSelect={selectNews} headingAs="h2" />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
