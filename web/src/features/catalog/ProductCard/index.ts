export { ProductCard } from './ProductCard';
export { SkeletonCards } from './ProductCardSkeleton';
