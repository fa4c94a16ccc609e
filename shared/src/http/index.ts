export { api, imagesApi, type ApiClient } from './client.ts';
export { ApiError, parseRetryAfter, toApiError, type ApiErrors } from './errors.ts';
export {
  TIME_ZONE_COOKIE,
  TOKEN_COOKIE,
  clearToken,
  readToken,
  writeTimeZone,
  writeToken,
} from './token-cookie.ts';
