import { useSearchParams } from 'react-router';
import { outboundTarget } from './outbound-target.ts';

/**
 * The outbound redirector `/ol?link=` (spec 000 §2). It never sends the browser on by itself (a
 * bare redirect would let anyone borrow our address for phishing): it names the site and the
 * shopper chooses to go.
 */
export function OutboundScreen() {
  const [params] = useSearchParams();
  const target = outboundTarget(params.get('link'));
  return (
    <section className="screen-card" data-screen="outbound">
      {target ? (
        <>
          <h1>You are leaving Bazaar</h1>
          <p>This link goes to {target.host}, a site we do not run.</p>
          <a className="cta" href={target.href} rel="noopener noreferrer nofollow">
            Continue to {target.host}
          </a>
        </>
      ) : (
        <>
          <h1>This link is not valid</h1>
          <p>It does not lead to a web address.</p>
          <a className="cta" href="/">
            Go to homepage
          </a>
        </>
      )}
    </section>
  );
}
