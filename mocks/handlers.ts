import { http, HttpResponse } from 'msw'

export const handlers = [http.get('*/api/pooja', () => HttpResponse.json({ success: true, data: [] }))]
