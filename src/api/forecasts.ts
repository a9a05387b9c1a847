import {
  type ForecastQuery,
  type ForecastReport,
  type ForecastUploadResult,
  forecastReportResponse,
  forecastUploadFileField,
  forecastUploadResponse,
} from '@/contracts/forecasts';
import { type DownloadedFile, request, requestFile } from './http';

/** GET {orders}/forecasts: the forecast against the orders placed, per month and family, over a month range. */
export async function getForecastReport(query: ForecastQuery, signal?: AbortSignal): Promise<ForecastReport> {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  const { data } = await request('orders', `/forecasts?${params}`, { schema: forecastReportResponse, signal });
  return data;
}

/** POST {orders}/forecasts/upload (multipart, `file`): 400 with row errors (rowErrorsOf) when the file is refused. */
export async function uploadForecast(file: File, signal?: AbortSignal): Promise<ForecastUploadResult> {
  const body = new FormData();
  body.append(forecastUploadFileField, file, file.name);
  const { data } = await request('orders', '/forecasts/upload', {
    method: 'POST',
    schema: forecastUploadResponse,
    body,
    signal,
  });
  return data;
}

/** GET {orders}/forecasts/template: the CSV to fill in. */
export function downloadForecastTemplate(): Promise<DownloadedFile> {
  return requestFile('orders', '/forecasts/template');
}
