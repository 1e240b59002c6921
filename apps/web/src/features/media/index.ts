export { createCdnPicker, onCdn, useImageUrl } from './image-cdn';
