import { Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuHouse } from 'react-icons/lu';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '../../contract/routes';
import { FullPageMessage } from '../../components/FullPageMessage';

export const ROUTE_ERROR_TITLE = 'Something went wrong';

/**
 * The router's error page: a plain apology and the way home. The error goes to the console for
 * support staff; visitors never see a stack trace.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Page error', error);
  }, [error]);

  return (
    <FullPageMessage
      title={ROUTE_ERROR_TITLE}
      text="This page could not be shown. Please go back to the home page and try again; if the problem continues, contact our support desk."
      action={
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.home} reloadDocument>
            <LuHouse aria-hidden="true" />
            Go to the home page
          </RouterLink>
        </Button>
      }
    />
  );
}
