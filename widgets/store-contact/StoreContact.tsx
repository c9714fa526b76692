import { useIntl } from "~/i18n/useIntl";
import type { StoreContactLink, StoreContactMap, StoreContactSettingResolved } from "~/generated/schemas";
import { telHref } from "~/lib/phone";
import { socialLinkOf } from "~/lib/socialLinks";
import type { WidgetProps } from "../../registry/types";
import { EMAIL_ICON, Icon, networkOf, PHONE_ICON } from "./icons";

function SocialLink({ link }: { link: StoreContactLink }) {
  const href = socialLinkOf(link.network, link.handle);
  if (!href) return null; // refused when the setting was validated; never a link to somewhere else
  const { name, icon } = networkOf(link.network);
  return (
    <li>
      <a className="w-store-contact__link" href={href}>
        <Icon path={icon} />
        <span>
          {name}
          {link.label ? <span className="w-store-contact__handle"> {link.label}</span> : null}
        </span>
      </a>
    </li>
  );
}

function MapFrame({ map }: { map: StoreContactMap }) {
  return (
    <iframe
      className="w-store-contact__map"
      src={map.embedUrl}
      title={map.title}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
    />
  );
}

/**
 * The shop's contact details (§3 store contact info): address, phone (dialled normalised, shown as written), email,
 * social and marketplace links with their marks, and a map of an allow-listed service or 'No map found' (§8). Taps on
 * its links are tracked like every recognised link's (src/tracking/LinkClickTracking.tsx).
 */
export default function StoreContact({ ukey, setting }: WidgetProps<StoreContactSettingResolved>) {
  const { title, headingLevel, address, phone, email, links = [], map, showMap } = setting;
  const intl = useIntl();
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const tel = phone ? telHref(phone) : null;
  return (
    <div className="w-store-contact" data-ukey={ukey}>
      {title ? <Heading className="w-store-contact__title">{title}</Heading> : null}
      <address className="w-store-contact__details">
        {address ? <p className="w-store-contact__address">{address}</p> : null}
        <ul className="w-store-contact__list">
          {phone && tel ? (
            <li>
              <a className="w-store-contact__link" href={tel}>
                <Icon path={PHONE_ICON} />
                <span>
                  <span className="visually-hidden">{intl.formatMessage({ id: "storeContact.phone" })} </span>
                  {phone}
                </span>
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a className="w-store-contact__link" href={`mailto:${email}`}>
                <Icon path={EMAIL_ICON} />
                <span>
                  <span className="visually-hidden">{intl.formatMessage({ id: "storeContact.email" })} </span>
                  {email}
                </span>
              </a>
            </li>
          ) : null}
          {links.map((link) => (
            <SocialLink key={`${link.network} ${link.handle}`} link={link} />
          ))}
        </ul>
      </address>
      {showMap ? (
        map ? (
          <MapFrame map={map} />
        ) : (
          <p className="w-store-contact__no-map">{intl.formatMessage({ id: "common.noMapFound" })}</p>
        )
      ) : null}
    </div>
  );
}
