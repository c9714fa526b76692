import { observer } from "mobx-react-lite";
import type { CouponListSettingResolved } from "~/generated/schemas";
import { isMyCouponsQuery } from "~/lib/myCoupons";
import { usePageData } from "~/renderer/pageData";
import type { WidgetProps } from "../../registry/types";
import { CouponListView } from "./CouponListView";
import { useCouponList } from "./useCouponList";

/**
 * The shop's coupons with a Claim button each (§3, §4). The list is loaded in the browser, as its answer is
 * personal (claimed, member); the server's HTML has the heading. States are decided at the server's time. With
 * ?mine=1 (the account menu's "My coupons") only the coupons this shopper claimed.
 */
function CouponList({ ukey, setting }: WidgetProps<CouponListSettingResolved>) {
  const list = useCouponList();
  const mine = isMyCouponsQuery(usePageData().search);
  return (
    <CouponListView
      ukey={ukey}
      setting={setting}
      data={list.data}
      now={list.now()}
      onClaimed={list.replace}
      onRefused={list.reload}
      mine={mine}
    />
  );
}

export default observer(CouponList);
