import { Stack } from '@mantine/core'
import { formatScheduleDate, formatScheduleTime } from '../../../components/catalogue/schedule'
import type { PaymentData } from '../../../domain/payment/paymentData'
import { DetailList } from '../../../components/DetailList'

function dateAndTime(value: string): string {
  const date = formatScheduleDate(value)
  const time = formatScheduleTime(value)
  return date === time ? date : `${date}, ${time}`
}

/** Puja (or chadava, or consultation), Personal and Contact details from the session data (SPEC §2). */
export function PaymentDetailsSections({ data }: { data: PaymentData }) {
  const { pujaDetails, chadavaDetails, horoscopeDetails, personalDetails, contactDetails } = data
  return (
    <Stack gap="md">
      {pujaDetails && (
        <DetailList
          title="Puja Details"
          rows={[
            { label: 'Puja', value: pujaDetails.title },
            { label: 'Package', value: pujaDetails.packageName },
            { label: 'Date & Time', value: dateAndTime(pujaDetails.dateTime) },
            { label: 'Location', value: pujaDetails.location },
          ]}
        />
      )}
      {chadavaDetails && (
        <DetailList
          title="Chadava Details"
          rows={[
            { label: 'Chadava', value: chadavaDetails.title },
            { label: 'Temple', value: chadavaDetails.templeName },
            { label: 'Date & Time', value: dateAndTime(chadavaDetails.dateTime) },
            { label: 'Offerings', value: chadavaDetails.offerings },
          ]}
        />
      )}
      {horoscopeDetails && (
        <DetailList
          title="Consultation Details"
          rows={[
            { label: 'Name', value: horoscopeDetails.fullName },
            { label: 'Email', value: horoscopeDetails.email },
            { label: 'Phone', value: horoscopeDetails.phone },
            { label: 'Date & Time', value: dateAndTime(horoscopeDetails.datetime) },
            { label: 'Consultation', value: horoscopeDetails.selectedPack },
          ]}
        />
      )}
      {personalDetails && (
        <DetailList
          title="Personal Details"
          rows={[
            { label: 'Name', value: personalDetails.fullName },
            { label: 'Gotra', value: personalDetails.gotra },
            { label: 'City', value: personalDetails.city },
            { label: 'State', value: personalDetails.state },
          ]}
        />
      )}
      {contactDetails && (
        <DetailList
          title="Contact Details"
          rows={[
            { label: 'Name', value: contactDetails.name },
            { label: 'WhatsApp', value: `+91 ${contactDetails.whatsappNumber}` },
          ]}
        />
      )}
    </Stack>
  )
}
