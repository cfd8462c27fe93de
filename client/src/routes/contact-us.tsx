import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/public/contact-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/contact-us')({
  head: () =>
    pageHead(
      'Contact Us',
      'Contact Regen Marketplace for general inquiries, collaboration and partnerships. We reply within 24-48 hours on business days.',
    ),
  component: ContactPage,
});
