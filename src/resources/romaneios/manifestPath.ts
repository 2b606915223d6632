/** The printable manifest of one packing list (src/warehouseRoutes.tsx). */
export const manifestPath = (id = ':id') => `/romaneios/${id}/manifesto`;
