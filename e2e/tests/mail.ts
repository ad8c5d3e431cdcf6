import { expect, type Page } from '@playwright/test';

export const MAIL_HTTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 97;

interface ReceivedMail {
  to: string[];
  subject: string;
  body: string;
}

/** The first link in the newest message to `address` whose subject matches, once it has arrived. */
export async function linkFromMail(address: string, subject: RegExp, linkPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(
          `http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`,
        );
        const mail = ((await res.json()) as ReceivedMail[]).filter((m) => subject.test(m.subject)).at(-1);
        link = mail?.body
          .match(/https?:\/\/[^\s<>"]+/g)
          ?.find((url) => url.includes(linkPrefix))
          ?.replaceAll('&amp;', '&');
        return link;
      },
      { message: `mail to ${address} matching ${subject}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Confirms the address by following the mailed link in the page's browser, as its owner would. */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  const link = await linkFromMail(email, /Confirm your email address/, '/api/auth/verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
}
