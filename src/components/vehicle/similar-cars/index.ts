// The page takes the lazy component: re-exporting SimilarCars here would put its code into the first load.
export type { SimilarCarsProps } from './similar-cars';
export { LazySimilarCars } from './lazy-similar-cars';
