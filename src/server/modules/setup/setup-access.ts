import type { FastifyRequest } from 'fastify';
import { isLoopbackHost, type Config } from '../../config';
import { forbidden } from '../../lib/http-errors';

/**
 * Who may open the set-up address (decision 0063): a browser on the server itself, or one that reached the site at
 * its public address (PUBLIC_URL, when set). The client's address is the one the app trusts (TRUST_PROXY: behind
 * the proxy, the address the proxy was asked from), so a request relayed by a proxy on this machine is not taken
 * for the machine's own.
 */
export function mayOpenSetupAddress(
  request: Pick<FastifyRequest, 'ip' | 'host'>,
  config: Pick<Config, 'publicUrl' | 'publicUrlGiven'>,
) {
  if (isLoopbackHost(request.ip.replace(/^::ffff:/i, ''))) return true;
  return config.publicUrlGiven && request.host.toLowerCase() === new URL(config.publicUrl).host.toLowerCase();
}

export const setupForbiddenText = (config: Pick<Config, 'publicUrl' | 'publicUrlGiven'>) =>
  config.publicUrlGiven
    ? `The set-up address opens only at the site's own address, ${config.publicUrl}, or on the server itself. Open it there.`
    : 'The set-up address opens only on the server itself (http://localhost/…), since PUBLIC_URL is not set. ' +
      'Open it there, or set PUBLIC_URL to the address members use and restart the site.';

export function refuseUnlessMayOpen(request: FastifyRequest, config: Config) {
  if (!mayOpenSetupAddress(request, config)) throw forbidden(setupForbiddenText(config));
}
