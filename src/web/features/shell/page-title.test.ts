import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

const seo = {
  title: 'Mobiles: Buy online at best prices',
  description: '',
  canonical: '/mobiles',
  brandGroups: [],
  seoText: [],
};

describe('page title', () => {
  it('when the SEO metadata names the page, then that is the title', () => {
    expect(pageTitle({ screen: 'category-landing', title: 'Mobiles' }, seo)).toBe('Mobiles: Buy online at best prices');
  });

  it('when there is no SEO title, then the route title with the store name, and on home the default title', () => {
    expect(pageTitle({ screen: 'cart', title: 'Shopping Cart' }, undefined)).toBe('Shopping Cart | Bazaar');
    expect(pageTitle({ screen: 'cart', title: 'Shopping Cart' }, { ...seo, title: '' })).toBe('Shopping Cart | Bazaar');
    expect(pageTitle({ screen: 'home', title: 'Home' }, undefined)).toBe(
      'Online Shopping India Mobile, Cameras, Lifestyle & more Online',
    );
    expect(pageTitle({ screen: 'splat' }, undefined)).toBe(
      'Online Shopping India Mobile, Cameras, Lifestyle & more Online',
    );
  });

  it('when the SEO metadata only has the generic default title, then the route title still names the page', () => {
    const generic = { ...seo, title: 'Online Shopping India Mobile, Cameras, Lifestyle & more Online' };
    expect(pageTitle({ screen: 'cart', title: 'Shopping Cart' }, generic)).toBe('Shopping Cart | Bazaar');
    expect(pageTitle({ screen: 'home' }, generic)).toBe(
      'Online Shopping India Mobile, Cameras, Lifestyle & more Online',
    );
  });
});
