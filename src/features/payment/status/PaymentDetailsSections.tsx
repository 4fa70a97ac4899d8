import { Stack } from '@mantine/core'
import {
  formatLocalTime,
  formatScheduleDate,
  formatScheduleTime,
} from '../../../components/catalogue/schedule'
import { scheduleMessages } from '../../../content/messages/catalogue'
import { detailLabels, personalDetailsLabels, serviceNames } from '../../../content/messages/common'
import { paymentDetailsMessages as messages } from '../../../content/messages/payment'
import type { PaymentData } from '../../../domain/payment/paymentData'
import { shownWhatsAppNumber } from '../../../domain/phoneNumber'
import { durationOfPack } from '../../../api/contract/consultations'
import { DetailList } from '../../../components/DetailList'
import { SankalpNames } from '../../../components/family/SankalpNames'
import { sankalpNamesOf } from '../../../domain/family/familyMembers'

function dateAndTime(value: string): string {
  const date = formatScheduleDate(value)
  const time = formatScheduleTime(value)
  const local = formatLocalTime(value)
  if (date === time) return date
  return local ? `${date}, ${time} · ${scheduleMessages.localTimeLabel(local)}` : `${date}, ${time}`
}

/**
 * Puja (or chadava, or consultation), Personal and Contact details from the session data (SPEC §2); with a family,
 * the personal details list every name read in the sankalp.
 */
/** A consultation pack in the language shown ('20 मिनट का परामर्श'); one the site did not write, as it is. */
function packShown(pack: string): string {
  const duration = durationOfPack(pack)
  return duration ? messages.consultationPack(duration) : pack
}

export function PaymentDetailsSections({ data }: { data: PaymentData }) {
  const { pujaDetails, chadavaDetails, horoscopeDetails, personalDetails, familyMembers, contactDetails } =
    data
  return (
    <Stack gap="md">
      {pujaDetails && (
        <DetailList
          title={messages.pujaDetails}
          rows={[
            { label: serviceNames.puja, value: pujaDetails.title },
            { label: detailLabels.package, value: pujaDetails.packageName },
            { label: messages.dateTime, value: dateAndTime(pujaDetails.dateTime) },
            { label: detailLabels.location, value: pujaDetails.location },
          ]}
        />
      )}
      {chadavaDetails && (
        <DetailList
          title={messages.chadavaDetails}
          rows={[
            { label: serviceNames.chadava, value: chadavaDetails.title },
            { label: detailLabels.temple, value: chadavaDetails.templeName },
            { label: messages.dateTime, value: dateAndTime(chadavaDetails.dateTime) },
            { label: detailLabels.offerings, value: chadavaDetails.offerings },
          ]}
        />
      )}
      {horoscopeDetails && (
        <DetailList
          title={messages.consultationDetails}
          rows={[
            { label: detailLabels.name, value: horoscopeDetails.fullName },
            { label: detailLabels.email, value: horoscopeDetails.email },
            { label: detailLabels.phone, value: horoscopeDetails.phone },
            { label: messages.dateTime, value: dateAndTime(horoscopeDetails.datetime) },
            { label: messages.consultation, value: packShown(horoscopeDetails.selectedPack) },
          ]}
        />
      )}
      {personalDetails && (
        <DetailList
          title={messages.personalDetails}
          rows={[
            { label: detailLabels.name, value: personalDetails.fullName },
            { label: personalDetailsLabels.gotra, value: personalDetails.gotra },
            { label: personalDetailsLabels.city, value: personalDetails.city },
            { label: personalDetailsLabels.state, value: personalDetails.state },
          ]}
        >
          {familyMembers.length > 0 && (
            <SankalpNames names={sankalpNamesOf(personalDetails, familyMembers)} />
          )}
        </DetailList>
      )}
      {contactDetails && (
        <DetailList
          title={messages.contactDetails}
          rows={[
            { label: detailLabels.name, value: contactDetails.name },
            { label: messages.whatsApp, value: shownWhatsAppNumber(contactDetails.whatsappNumber) },
          ]}
        />
      )}
    </Stack>
  )
}
