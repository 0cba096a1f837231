/** Static assets of the media area (S1 §7: spin loading animation, default video thumbnail), in public/static. */
export const NO_PHOTO_URL = '/static/vehicle/no-photo.svg';
export const VIDEO_THUMBNAIL_URL = '/static/vehicle/video-thumbnail.svg';
export const SPIN_LOADING_URL = '/static/vehicle/spin-loading.svg';
