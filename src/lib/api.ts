// The one HTTP client of the app: typed from src/contract, used by every feature (never raw fetch).
import { api, type ApiAnswers, type ErrorResponse, type MessageResponse } from '../contract/api';
import { CLIENT_HEADER, KIOSK_CLIENT } from '../contract/kiosk';
import type { FieldErrors } from '../contract/schemas';

/** The server answered with an error (SPEC §8 "a response with an error": red banner, 3 s). */
export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiResponseError';
  }
}

/** The request itself failed: no answer at all (SPEC §8 "a thrown request error"). */
export class ApiNetworkError extends Error {
  constructor() {
    super('We could not reach our server. Please check your connection and try again.');
    this.name = 'ApiNetworkError';
  }
}

/** Tells the server a request comes from a branch kiosk (window.kiosk from the preload). */
const clientHeader: Record<string, string> =
  typeof window !== 'undefined' && window.kiosk ? { [CLIENT_HEADER]: KIOSK_CLIENT } : {};

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...clientHeader, ...init?.headers },
    });
  } catch {
    throw new ApiNetworkError();
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = (body ?? {}) as Partial<ErrorResponse>;
    throw new ApiResponseError(
      res.status,
      err.message ?? `Request failed (${res.status})`,
      err.errors,
    );
  }
  return body as T;
}

const get = <T>(path: string) => request<T>(path);
const post = <T>(path: string, payload: unknown) =>
  request<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });

export const apiClient = {
  site: () => get<ApiAnswers['site']>(api.site),
  banners: () => get<ApiAnswers['banners']>(api.banners),
  news: () => get<ApiAnswers['news']>(api.news),
  contents: () => get<ApiAnswers['contents']>(api.contents),
  galleryCategories: () => get<ApiAnswers['galleryCategories']>(api.galleryCategories),
  gallery: () => get<ApiAnswers['gallery']>(api.gallery),
  downloads: () => get<ApiAnswers['downloads']>(api.downloads),
  downloadForms: () => get<ApiAnswers['downloads']>(api.downloadForm),
  amcs: () => get<ApiAnswers['amcs']>(api.amcs),
  amcCategories: () => get<ApiAnswers['amcCategories']>(api.amcCategories),
  schemes: (amc: string, category: string) =>
    get<ApiAnswers['schemes']>(api.schemes(amc, category)),
  complaintByNo: (no: string) => get<ApiAnswers['complaintByNo']>(api.complaintByNo(no)),
  quickConnect: (payload: unknown) => post<MessageResponse>(api.quickConnect, payload),
  complain: (payload: unknown) => post<ApiAnswers['complain']>(api.complain, payload),
  feedback: (payload: unknown) => post<MessageResponse>(api.feedback, payload),
  withdraw: (payload: unknown) => post<MessageResponse>(api.withdraw, payload),
  stopTrade: (payload: unknown) => post<ApiAnswers['stopTrade']>(api.stopTrade, payload),
};
