export { Toaster } from './Toast';
