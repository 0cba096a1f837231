export { SimilarCars, type SimilarCarsProps } from './similar-cars';
