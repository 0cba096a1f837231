export { findSimilarCars, type SimilarCarsOptions } from './find-similar-cars';
export { handleSimilarCarsApi } from './similar-cars-api';
