import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** PRODUCT.md D10: send each Core Web Vital to the server once it is final. */
function send(metric: Metric): void {
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    path: window.location.pathname.slice(0, 300),
  });
  // keepalive lets the report leave even while the page unloads.
  fetch('/api/vitals', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => {
    // Losing one performance sample must never disturb the visitor.
  });
}

export function startWebVitalsReporting(): void {
  onCLS(send);
  onINP(send);
  onFCP(send);
  onLCP(send);
  onTTFB(send);
}
