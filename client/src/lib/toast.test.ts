import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { notify as Notify } from './toast.ts';

// sonner replaced by a recorder: these tests check which toasts notify shows and takes away.
const calls = vi.hoisted(() => [] as string[]);
vi.mock('sonner', () => {
  const record = (kind: string) => (title: string, data?: { id?: string }) => {
    calls.push(`${kind} ${title} #${data?.id ?? 'new'}`);
  };
  return {
    toast: Object.assign(record('neutral'), {
      error: record('error'),
      success: record('success'),
      dismiss: (id: string) => calls.push(`dismiss #${id}`),
    }),
  };
});

let notify: typeof Notify;

/** Lets notify's lazy import of sonner resolve and run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// A fresh module per test: no error toast left shown by the test before.
beforeEach(async () => {
  vi.resetModules();
  ({ notify } = await import('./toast.ts'));
  calls.length = 0;
});

describe('notify', () => {
  it("replaces an action's error toast with its success toast", async () => {
    notify.destructive('Failed to Send', 'Try again', { action: 'send-message' });
    notify.success('Message Sent', undefined, { action: 'send-message' });
    await settle();
    expect(calls).toEqual(['error Failed to Send #action:send-message', 'success Message Sent #action:send-message']);
  });

  it('takes away the errors still shown when a later toast says an action worked', async () => {
    notify.destructive('Missing Information', 'Please select a date and time slot');
    notify.success('Booking Confirmed!', 'Your booking has been successfully confirmed.');
    await settle();
    expect(calls).toEqual([
      'error Missing Information #error:Missing Information:Please select a date and time slot',
      'dismiss #error:Missing Information:Please select a date and time slot',
      'success Booking Confirmed! #new',
    ]);
    calls.length = 0;
    notify.neutral('Welcome back!', 'Redirecting to your profile...');
    await settle();
    expect(calls).toEqual(['neutral Welcome back! #new']);
  });

  it('shows the same error once however often it is raised', async () => {
    notify.destructive('Error', 'Failed to load messages');
    notify.destructive('Error', 'Failed to load messages');
    await settle();
    expect(calls).toEqual([
      'error Error #error:Error:Failed to load messages',
      'error Error #error:Error:Failed to load messages',
    ]);
  });

  it("clears an action's error toast, and leaves its success toast alone", async () => {
    notify.destructive('Failed to Send', 'Try again', { action: 'send-message' });
    notify.clearError('send-message');
    notify.success('Message Sent', undefined, { action: 'send-message' });
    notify.clearError('send-message');
    await settle();
    expect(calls).toEqual([
      'error Failed to Send #action:send-message',
      'dismiss #action:send-message',
      'success Message Sent #action:send-message',
    ]);
  });
});
