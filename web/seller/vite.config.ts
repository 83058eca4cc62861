import { consoleViteConfig } from '../console/vite-config';

// The merchant console, built to dist/seller and served under /seller.
export default consoleViteConfig('seller', 5174);
