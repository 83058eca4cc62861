import { Outlet } from 'react-router';

export default function MerchantLayout() {
  return (
    <section>
      <h1>Shop</h1>
      <Outlet />
    </section>
  );
}
