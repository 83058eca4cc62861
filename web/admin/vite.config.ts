import { consoleViteConfig } from '../console/vite-config';

// The platform console, built to dist/admin and served under /admin.
export default consoleViteConfig('admin', 5175);
