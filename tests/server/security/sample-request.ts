import type { InjectOptions } from 'fastify';
import type { DeclaredRoute } from '../../../server/http/route';
import { encodeQuery, jsonText } from './request-encoding';
import { fillPath, type RouteSample, sampleFor } from './route-samples';

/** The route's valid sample as an inject call, with path parameters replaced where given. */
export function sampleRequest(
  route: DeclaredRoute,
  headers: Record<string, string>,
  params: Record<string, string> = {},
  sample: RouteSample = sampleFor(route),
): InjectOptions {
  const search = encodeQuery(sample.query);
  const path = fillPath(route.url, { ...sample.params, ...params });
  const hasBody = sample.body !== undefined;
  return {
    method: route.method as InjectOptions['method'],
    url: search ? `${path}?${search}` : path,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: jsonText(sample.body) } : {}),
  };
}
