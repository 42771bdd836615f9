"""The tolerant repr reader: literals, object reprs, JSON spellings, elisions; never eval."""

from __future__ import annotations

from typing import Any

import pytest

from extractors.dumps.pyrepr import PyReprError, parse_kwargs, parse_repr

REPRS: list[tuple[str, Any]] = [
    ("{'a': 1, 'b': 'x', 'c': True, 'd': None, 'e': 0.92}", {"a": 1, "b": "x", "c": True, "d": None, "e": 0.92}),
    ("{'served_model_name': ['deepseek-v3'], 't': (1, 2)}", {"served_model_name": ["deepseek-v3"], "t": [1, 2]}),
    ("{'cfg': AttentionConfig(backend='FLASHMLA', n=2)}", {"cfg": {"_type": "AttentionConfig", "backend": "FLASHMLA", "n": 2}}),
    ("{'e': <AttentionBackendEnum.FLASHMLA: 'FLASHMLA'>}", {"e": "<AttentionBackendEnum.FLASHMLA: 'FLASHMLA'>"}),
    ('{"level": 3, "use_cudagraph": true, "x": null}', {"level": 3, "use_cudagraph": True, "x": None}),
    ("{'s': 'it\\'s', 'u': \"q\\u00e9\"}", {"s": "it's", "u": "qé"}),
    ("{'api_key': '***', 'n': -1, 'f': 1e-06}", {"api_key": "***", "n": -1, "f": 1e-06}),
    ("{'a': 1, ...}", {"a": 1}),
    ("{'v': 0.0.0.dev1}", {"v": "0.0.0.dev1"}),
    ("{'p': Path('/models/x'), 'd': torch.bfloat16}", {"p": {"_type": "Path", "_args": ["/models/x"]}, "d": "torch.bfloat16"}),
    ("{1, 2}", [1, 2]),
    ("{}", {}),
]


@pytest.mark.parametrize(("text", "expected"), REPRS)
def test_parse_repr(text: str, expected: Any) -> None:
    assert parse_repr(text) == expected


KWARGS: list[tuple[str, dict[str, Any]]] = [
    ("model='m', dtype=torch.bfloat16, tensor_parallel_size=8, quantization=fp8, enforce_eager=False",
     {"model": "m", "dtype": "torch.bfloat16", "tensor_parallel_size": 8, "quantization": "fp8", "enforce_eager": False}),
    ("served_model_name=deepseek-v3, otlp=localhost:4317, device_config=cuda",
     {"served_model_name": "deepseek-v3", "otlp": "localhost:4317", "device_config": "cuda"}),
    ("spec=SpeculativeConfig(method='ngram', num_spec_tokens=3), compilation_config={\"level\":3}",
     {"spec": {"_type": "SpeculativeConfig", "method": "ngram", "num_spec_tokens": 3}, "compilation_config": {"level": 3}}),
    ("f=<function cmd at 0x7f>, x=None", {"f": "<function cmd at 0x7f>", "x": None}),
]


@pytest.mark.parametrize(("text", "expected"), KWARGS)
def test_parse_kwargs(text: str, expected: dict[str, Any]) -> None:
    assert parse_kwargs(text) == expected


@pytest.mark.parametrize("text", ["{'a': 1", "{'a': 'x}", "{'a' 1}", "{'a': 1} trailing", "[" * 500 + "]" * 500,
                                  "{'a': __import__('os').system('false')}x"])
def test_unreadable_reprs_raise(text: str) -> None:
    with pytest.raises(PyReprError):
        parse_repr(text)


def test_calls_are_never_evaluated() -> None:
    assert parse_repr("{'a': os.system('false')}") == {"a": {"_type": "os.system", "_args": ["false"]}}
