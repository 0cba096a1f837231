export { bundledPostcodeDataFile, createBuiltInPostcodeGeocoder, geocodePostcode } from './built-in';
export { createHttpPostcodeGeocoder, geocodeRequestUrl, type HttpGeocoderOptions } from './http-geocoder';
export {
  PostcodeGeocoderUnavailableError,
  isPostcodeShape,
  postcodePlaceName,
  type PostcodeGeocoder,
  type PostcodeLocation,
} from './provider';
export { postcodeGeocoderFor, withFallback } from './select-geocoder';
