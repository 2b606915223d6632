/** docs/architecture.md "Files": photos are shrunk in the browser before upload, longest side 1600 px. */
export const PHOTO_MAX_SIDE = 1600;

/**
 * A camera photo as a JPEG no larger than PHOTO_MAX_SIDE on its longest side, turned upright
 * (the orientation the camera wrote), re-encoded so its location metadata does not travel.
 */
export const shrinkPhoto = async (file: Blob, maxSide = PHOTO_MAX_SIDE): Promise<Blob> => {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('photo'))), 'image/jpeg', 0.82));
};
