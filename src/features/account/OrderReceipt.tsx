import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { LocalTimeNote } from '../../components/catalogue/LocalTimeNote'
import { formatLocalTime } from '../../components/catalogue/schedule'
import { detailLabels, commonMessages } from '../../content/messages/common'
import { orderPageMessages as messages, orderStepLabels } from '../../content/messages/orders'
import { SankalpNameList } from '../../components/family/SankalpNames'
import { formatMoney } from '../../domain/money'
import { currentStep, eventOf } from '../../domain/order/timeline'
import { parseSchedule } from '../../domain/schedule'
import { siteConfig } from '../../config'
import classes from './OrderDetail.module.css'
import type { OrderDetail } from './orderDetail'
import { OrderFacts, type OrderFact } from './OrderFacts'
import { formatRupees, formatWhen } from './orderFormat'

interface OrderReceiptProps {
  order: OrderDetail
  /** A visitor abroad also sees the dollar price they were shown. */
  showDollars: boolean
  timeZone?: string
  onPrint: () => void
}

/** Who issued the receipt, so a printed copy names the merchant and how to reach them without the site around it. */
function ReceiptIssuer() {
  return (
    <Text component="address" size="sm" c="gray.7" fs="normal">
      {messages.issuedBy(siteConfig.productName)} · {commonMessages.ourAddress} · {siteConfig.email} ·{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{siteConfig.phone}</span>
    </Text>
  )
}

/** The order as a receipt: what the printed page shows (issue 14 part 6), and who issued it. */
export function OrderReceipt({ order, showDollars, timeZone, onPrint }: OrderReceiptProps) {
  const booked = eventOf(order, 'booked')
  const scheduled = parseSchedule(order.scheduledDate)
  const facts: OrderFact[] = [
    { label: detailLabels.orderId, value: order.id },
    { label: messages.service, value: order.service },
    {
      label: order.kind === 'chadava' ? detailLabels.offerings : detailLabels.package,
      value: order.packageText,
    },
    ...(order.sankalpNames?.length
      ? [{ label: messages.names, value: <SankalpNameList names={order.sankalpNames} /> }]
      : []),
    {
      label: messages.dateAndTime,
      value: scheduled ? (
        <>
          {formatWhen(order.scheduledDate)}
          <LocalTimeNote localTime={formatLocalTime(order.scheduledDate, timeZone)} />
        </>
      ) : (
        commonMessages.notSpecified
      ),
    },
    { label: messages.amountCharged, value: formatRupees(order.amount) },
    ...(showDollars && booked?.amountInDollars !== undefined
      ? [{ label: messages.priceShownAbroad, value: formatMoney(booked.amountInDollars, 'USD') }]
      : []),
    ...(booked ? [{ label: messages.paymentReference, value: booked.paymentReference }] : []),
    { label: messages.status, value: orderStepLabels[currentStep(order)] },
  ]
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="order-receipt"
      className={classes.receipt}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} fz="h3" id="order-receipt">
            {messages.receiptTitle}
          </Title>
          <Button variant="light" onClick={onPrint} className={classes.noPrint}>
            {messages.printReceipt}
          </Button>
        </Group>
        <OrderFacts facts={facts} phoneColumns={1} />
        <ReceiptIssuer />
      </Stack>
    </Paper>
  )
}
