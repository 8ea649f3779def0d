// Plain node:http requests for server tests: unlike fetch, the path is sent byte for byte (no
// '..' folding, no re-encoding) and the body is not decompressed, so tests see what a hostile or
// old client would see.
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { expect } from 'vitest';
import { api } from '../../src/contract/api';
import { validComplaint } from './payloads';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function rawRequest(
  baseUrl: string,
  path: string,
  options: RawOptions = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The parsed body of a JSON answer, once its status and its Content-Type are checked. */
export function jsonBody<T = unknown>(res: RawResponse, status: number, label?: string): T {
  expect(res.status, label).toBe(status);
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  return JSON.parse(res.text) as T;
}

/** Set per connection or per moment by node:http: two answers of the same thing differ in them. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive']);

/** The answer's headers but the per-connection ones, to compare two answers. */
export function answerHeaders({ headers }: RawResponse): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.has(name)));
}

/** POSTs `payload` as JSON with fetch and returns the status and the parsed answer. */
export async function postJson<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  payload: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * POSTs a complaint (validComplaint unless `complaint` is given; in `language` when given), checks
 * it was accepted and returns its number.
 */
export async function postComplaint(
  baseUrl: string,
  { language, complaint = validComplaint }: { language?: string; complaint?: object } = {},
): Promise<string> {
  const res = await fetch(baseUrl + api.complain, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: JSON.stringify(complaint),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { complainNo: string } }).data.complainNo;
}

export async function getJson<T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(baseUrl + path, { headers: { Accept: 'application/json' } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}
