import { Outlet } from 'react-router';

/** Pages opened on their own (privacy agreement in a new tab, social-login return point). */
export function BareLayout() {
  return (
    <main id="main" className="container">
      <Outlet />
    </main>
  );
}
