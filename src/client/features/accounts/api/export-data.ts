/** GET /api/account/export: a JSON file of everything held about the signed-in member (a download link). */
export const EXPORT_DATA_URL = '/api/account/export';
