export { findSimilarCars, type SimilarCarsOptions } from './find-similar-cars';
export { handleSimilarCars, type SimilarCarsBody } from './similar-api';
