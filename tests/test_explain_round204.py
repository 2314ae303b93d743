"""Round 204 of issue 12: wave 160 (fresh925..927: 9/10 on e502039e, which never saw them) and negatives160 (31/31
silent) wired as tuning data; an ASCII message written straight against Chinese / Japanese / Korean prose (a code
span's backticks gone: '总是报could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR的错误') is read, the paste
putting a space where a CJK character touches an ASCII word so that the catalogue's word boundaries hold
(tests/corpus/README.md 'Two-hundred-and-fourth round')."""
from __future__ import annotations

import pytest

from doctor.signatures.paste import normalise
from explain_top import first as top

# fresh925, wqt2019/tacotron-2_wavernn#5, verbatim
TACOTRON = ("谢谢作者！还有个问题是：我用GPU训练的时候总是报`could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR`"
            "的错误，我用的 `CUDA=10.0 cudnn=7.4.2 `想问问你用的版本是怎么样的？好匹配一下，跑起训练效果，谢谢。")


def test_round204_message_in_chinese_prose_is_read():
    m = top(TACOTRON)
    assert m is not None and (m["category"], m["id"]) == ("gpu_oom", "gpu/tf-cudnn-handle-status"), m


@pytest.mark.parametrize("text,category,entry", [
    # the catalogue's own CJK wordings still read, glued to ASCII or not (fresh584 Mangio-RVC-Fork#34, verbatim)
    ("没有发现支持的N卡, 使用CPU进行推理", "no_device_visible", "gpu/program-no-usable-gpu-warning"),
    ("没有发现支持的 N 卡, 使用CPU进行推理", "no_device_visible", "gpu/program-no-usable-gpu-warning"),
    ("RuntimeError: CUDA out of memory 显存不足", "gpu_oom", None),
])
def test_round204_cjk_wordings_still_read(text, category, entry):
    m = top(text)
    assert m is not None and m["category"] == category and (entry is None or m["id"] == entry), m


def test_round204_the_space_goes_only_between_cjk_and_ascii_words():
    assert normalise("报could not create cudnn handle的错误") == "报 could not create cudnn handle 的错误"
    assert normalise("plain ascii `code` stays") == "plain ascii code stays"
    assert normalise("显存不足，请检查") == "显存不足，请检查"
