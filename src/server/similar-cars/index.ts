export { findSimilarCars, type SimilarCarsOptions } from './find-similar-cars';
export { handleSimilarCarsApi, type SimilarCarsBody } from './similar-cars-api';
