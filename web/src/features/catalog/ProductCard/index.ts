export { ProductCard } from './ProductCard';
