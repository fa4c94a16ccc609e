export { api, imagesApi, type ApiClient } from './client.ts';
export { ApiError, parseRetryAfter, toApiError, type ApiErrors } from './errors.ts';
export { TOKEN_COOKIE, clearToken, readToken, writeToken } from './token-cookie.ts';
