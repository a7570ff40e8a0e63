import type { APIRoute } from 'astro';
import { handleCspReport } from '../../lib/security/cspReport';

export const prerender = false;

/** Browsers' CSP violation reports (`report-uri` and `report-to` of the policy, docs/security.md). */
export const POST: APIRoute = ({ request }) => handleCspReport(request);
