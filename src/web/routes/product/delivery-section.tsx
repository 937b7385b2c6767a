import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context.tsx';
import { deliveryDate } from '../../components/delivery-date.ts';
import { PincodeInput, useSelectedPincode } from '../../features/pincode/pincode-input.tsx';
import { productPageQuery } from '../../features/product/queries.ts';
import s from '../../features/product/product.module.css';
import { somethingWrong } from '../../texts.ts';
import { notDeliverable } from '../../screen-texts.ts';

/**
 * Delivery to the selected pincode: the pincode input (shared with search), then the shown
 * seller's promise for it from the product call with `locationContext.pincode`.
 */
export function DeliverySection({ itemId, listingId }: { itemId: string; listingId: string | null }) {
  const { client } = useApi();
  const [pincode] = useSelectedPincode();
  const withPincode = useQuery({ ...productPageQuery(client, itemId, listingId, pincode), enabled: pincode !== null });
  const delivery = withPincode.data?.listing?.delivery;
  return (
    <div className={s.delivery}>
      <PincodeInput label="Check delivery to your pincode">
        {pincode && withPincode.isPending && <p aria-busy="true">Checking delivery…</p>}
        {withPincode.isError && <p className={s.bad}>{somethingWrong}</p>}
        {delivery && (
          <p role="status" data-delivery="">
            {delivery.serviceable && delivery.date ? (
              <>
                <span className={s.ok}>Delivery by {deliveryDate(delivery.date)}</span> to {delivery.pincode}
              </>
            ) : (
              <span className={s.bad}>{notDeliverable}</span>
            )}
          </p>
        )}
      </PincodeInput>
    </div>
  );
}
