/** The back-office's origin beside the run's base URL (`http://pro.localhost:3100`). */
export function backOfficeOrigin(baseURL: string | undefined): string {
  const base = new URL(baseURL ?? 'http://localhost:3100');
  return `${base.protocol}//pro.${base.hostname}:${base.port}`;
}
