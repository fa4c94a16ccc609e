export { api, imagesApi } from './client.ts';
export { ApiError, toApiError, type ApiErrors } from './errors.ts';
