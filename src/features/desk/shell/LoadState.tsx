import { Alert, Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/LoadingState';
import { ApiResponseError } from '../../../lib/api';
import { deskPaths } from './paths';
import type { Load } from './useLoad';
import { AppLink } from '../../../components/AppLink';

/** The one loading / error face of every desk screen; a lapsed session offers the way back in. */
export function LoadState<T>({
  load,
  retry,
  children,
}: {
  load: Load<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (load.state === 'ready') return children(load.data);
  if (load.state === 'loading') return <LoadingState label="Loading" />;
  const signedOut = load.error instanceof ApiResponseError && load.error.status === 401;
  return (
    <Alert.Root status="error" variant="surface" role="alert" my={6} alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{load.error.message}</Alert.Description>
      </Alert.Content>
      <Stack direction="row">
        {signedOut ? (
          <AppLink to={deskPaths.signIn} css={{ color: 'brand.700', fontWeight: 'semibold' }}>
            Sign in again
          </AppLink>
        ) : (
          <Button size="sm" variant="outline" onClick={retry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert.Root>
  );
}
