import { describe, expect, it } from 'vitest';
import { outboundTarget } from './outbound-target.ts';

describe('outboundTarget', () => {
  it('when the link is an absolute http or https address, then it is the target', () => {
    expect(outboundTarget('https://stories.bazaar.example/')?.host).toBe('stories.bazaar.example');
    expect(outboundTarget(' http://example.com/a?b=1 ')?.href).toBe('http://example.com/a?b=1');
  });

  it('when the link is missing, relative or of another scheme, then there is no target', () => {
    for (const link of [
      null,
      '',
      '/account',
      '//evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'not a url',
    ]) {
      expect(outboundTarget(link), String(link)).toBeNull();
    }
  });
});
