import { beforeEach, describe, expect, it } from 'vitest';
import { clearModelProductCache, getModelProduct, MODEL_PRODUCT_CACHE_SIZE, modelProductFields } from './get-product';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';

const request = (optionId: number) => ({ modelId: 3, chosen: [11, 21], optionId, productId: 7 });

function answer(productId: number) {
  return jsonResponse(200, { MODEL_ID: 3, PRODUCT_ID: productId, TITLE: 'Elbise', URL: `/elbise-${productId}`, OPTIONS: [] });
}

describe('catalog get-product', () => {
  const fetchMock = mockFetch();

  beforeEach(() => {
    clearModelProductCache();
    fetchMock.mockImplementation(() => Promise.resolve(answer(8)));
  });

  it('sends model_id, attribute[i][id], option_id and product_id', () => {
    expect(modelProductFields(request(12))).toEqual({
      model_id: 3,
      'attribute[0][id]': 11,
      'attribute[1][id]': 21,
      option_id: 12,
      product_id: 7,
    });
  });

  it('asks once for the same options', async () => {
    const first = await getModelProduct(request(12));
    const second = await getModelProduct(request(12));
    expect(second).toEqual(first);
    expect(first.URL).toBe('/elbise-8');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toEqual(expect.stringContaining('/srv/service/catalog/get-product'));
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect((init?.body as URLSearchParams).toString()).toBe('model_id=3&attribute%5B0%5D%5Bid%5D=11&attribute%5B1%5D%5Bid%5D=21&option_id=12&product_id=7');
  });

  it('keeps at most 100 answers, dropping the least recently used', async () => {
    for (let option = 1; option <= MODEL_PRODUCT_CACHE_SIZE; option += 1) await getModelProduct(request(option));
    expect(fetchMock).toHaveBeenCalledTimes(100);
    await getModelProduct(request(1));
    expect(fetchMock).toHaveBeenCalledTimes(100);
    await getModelProduct(request(101));
    expect(fetchMock).toHaveBeenCalledTimes(101);
    // Option 2 was the oldest once option 1 was used again: it is asked for anew; option 1 is not.
    await getModelProduct(request(1));
    expect(fetchMock).toHaveBeenCalledTimes(101);
    await getModelProduct(request(2));
    expect(fetchMock).toHaveBeenCalledTimes(102);
  });

  it('does not keep a failed answer', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('{}', { status: 500 })));
    await expect(getModelProduct(request(12))).rejects.toThrow();
    await expect(getModelProduct(request(12))).resolves.toMatchObject({ PRODUCT_ID: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
