import { ROOT_CONTEXT, SpanKind, TraceFlags, trace as otel, type Span, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import type { Trace } from '@pharma/shared/server/trace-context';

/** The caller's side of a request's trace: its trace id and its own span (the parent of the API's). */
export interface CallerTrace {
  traceId: string;
  parentId: string;
  flags: string;
}

/**
 * OpenTelemetry export of the API's requests, one server span each, when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set (off by default; the exporter reads its endpoint and headers from the OTEL_* variables).
 * A span continues the W3C trace the request came with, and its ids are the ones the log lines, the
 * audit entry and the error reference carry, so a collector's trace and a grep find the same request.
 */
export class TraceExport {
  private readonly provider: TracerProvider;
  private readonly tracer: Tracer;

  constructor(processor: SpanProcessor) {
    this.provider = new TracerProvider({ resource: resourceFromAttributes({ 'service.name': 'pharma-api' }), spanProcessors: [processor] });
    this.tracer = this.provider.getTracer('pharma-api');
  }

  /** The export the environment asks for, or null (no OTEL_EXPORTER_OTLP_ENDPOINT). */
  static fromEnv(env: NodeJS.ProcessEnv): TraceExport | null {
    return env.OTEL_EXPORTER_OTLP_ENDPOINT ? new TraceExport(new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })) : null;
  }

  /** A server span for the request, child of the caller's span when there is one; `trace` holds its ids. */
  startRequest(method: string, caller: CallerTrace | null): { span: Span; trace: Trace } {
    const parent = caller
      ? otel.setSpanContext(ROOT_CONTEXT, {
          traceId: caller.traceId,
          spanId: caller.parentId,
          traceFlags: caller.flags === '00' ? TraceFlags.NONE : TraceFlags.SAMPLED,
          isRemote: true,
        })
      : ROOT_CONTEXT;
    const span = this.tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
    const { traceId, spanId } = span.spanContext();
    return { span, trace: { traceId, spanId, flags: caller?.flags ?? '01' } };
  }

  /** Exports the spans ended so far (the tests read them). */
  flush(): Promise<void> {
    return this.provider.forceFlush();
  }

  /** Sends what is still buffered (at the API's stop). */
  shutdown(): Promise<void> {
    return this.provider.shutdown();
  }
}
