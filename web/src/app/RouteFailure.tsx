import { useRouteError } from 'react-router';
import { LoadFailed, useOnline } from '../components/LoadFailed';
import { RouteErrorPage } from '../pages/errors/ErrorPage';
import { isChunkLoadError } from './chunkReload';
import styles from './RouteFailure.module.css';

/**
 * Asks for the page again once the network is back: a fresh load of the same address, which fetches
 * the page's code anew (a browser keeps a failed module import failed). Offline it does nothing, so
 * the shopper never lands on the browser's own offline page; the block says to check the connection.
 */
function retryPage(): void {
  if (navigator.onLine) pageLoad.reload();
}

/** The fresh load, apart so a test can watch it. */
export const pageLoad = { reload: (): void => window.location.reload() };

/**
 * A page whose code did not arrive (the network dropped during the navigation): "Could not load"
 * with a retry, where the page would be, inside the site's header and footer.
 */
export function PageLoadFailed() {
  const online = useOnline();
  return (
    <div className={styles.wrap}>
      <LoadFailed offline={!online} onRetry={retryPage} />
    </div>
  );
}

/**
 * The errorElement of every route: a page whose code did not arrive shows PageLoadFailed; any other
 * failure is the error page of docs/storefront-spec.md §2.
 */
export function RouteFailure() {
  const err = useRouteError();
  if (!isChunkLoadError(err)) return <RouteErrorPage />;
  return <PageLoadFailed />;
}
