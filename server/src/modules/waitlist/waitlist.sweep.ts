import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { offerFreedSpots, runWaitlist } from './waitlist.service.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * Runs the waitlist (called once from app.ts): freed spots are offered as soon as a booking
 * event says some were given back (a cancellation by anyone, a booking moved away; every instance
 * hears it and the offer round's lock makes that safe), and a timer expires holds whose time is
 * up and catches what no event announces (a reseller's hold running out, more spots added).
 */
export function registerWaitlist(app: FastifyInstance, { db, config, events, log }: Services): void {
  const services = { db, config };
  const warn = (err: unknown) => log.warn({ err }, 'running the waitlist failed');
  const off = events.onAny((event) => {
    if ((event.type === 'booking.cancelled' || event.type === 'booking.rescheduled') && event.activityId) {
      offerFreedSpots(services, { activityId: event.activityId }).catch(warn);
    }
  });
  const timer = setInterval(() => void runWaitlist(services).catch(warn), SWEEP_EVERY_MS);
  timer.unref();
  void runWaitlist(services).catch(warn);
  app.addHook('onClose', () => {
    off();
    clearInterval(timer);
  });
}
