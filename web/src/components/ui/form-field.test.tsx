import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';

// Static markup needs no DOM; the field's contract is the attributes it writes.
function controlOf(html: string): string {
  return /<input[^>]*>/.exec(html)?.[0] ?? '';
}

describe('FormField', () => {
  it('labels the control and marks a checked field that is fine as valid', () => {
    const html = renderToStaticMarkup(
      <FormField id="email" label="Email" error={undefined}>
        {(control) => <input {...control} type="email" />}
      </FormField>,
    );
    expect(html).toContain(
      '<label class="mb-1.5 block text-sm font-medium text-slate-300" for="email">Email</label>',
    );
    expect(controlOf(html)).toBe('<input id="email" aria-invalid="false" type="email"/>');
    expect(html).not.toContain('role="alert"');
  });

  it('shows the error under the control and points the control at it', () => {
    const html = renderToStaticMarkup(
      <FormField id="email" label="Email" error="Enter a valid email.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(controlOf(html)).toBe('<input id="email" aria-describedby="email-error" aria-invalid="true"/>');
    expect(html).toMatch(/<input[^>]*><p id="email-error" role="alert"[^>]*>Enter a valid email\.<\/p>/);
  });

  it('says nothing about validity for a field that nothing checks', () => {
    const html = renderToStaticMarkup(
      <FormField id="search" label="Search">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(controlOf(html)).toBe('<input id="search"/>');
  });

  it('reads other descriptions after the error, or in the order a function gives', () => {
    const after = (error?: string) =>
      controlOf(
        renderToStaticMarkup(
          <FormField id="pw" label="Password" error={error} describedBy="meter">
            {(control) => <input {...control} />}
          </FormField>,
        ),
      );
    expect(after()).toContain('aria-describedby="meter"');
    expect(after('Too short.')).toContain('aria-describedby="pw-error meter"');

    const hintFirst = renderToStaticMarkup(
      <FormField
        id="card"
        label="Card number"
        error="Too short."
        describedBy={(errorId) => (errorId ? `hint ${errorId}` : 'hint')}
        after={<p id="hint">Test cards</p>}
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(controlOf(hintFirst)).toContain('aria-describedby="hint card-error"');
    expect(hintFirst).toMatch(/Too short\.<\/p><p id="hint">Test cards<\/p><\/div>$/);
  });
});
